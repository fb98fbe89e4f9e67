import { vi } from 'vitest';

/** A camera the page may open: one track, whose `stop` the test watches. */
export function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { track, getUserMedia };
}

/** jsdom plays no video: every video plays, and a frame is always there to read. */
export function stubVideoFrames() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
}

/** No camera any more, as jsdom has none. */
export function removeCamera() {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
}
