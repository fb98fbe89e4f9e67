import { CLOCK_MESSAGES } from '@pointeo/domain/clock-messages';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCamera, removeCamera, stubVideoFrames } from '../../../test/fake-camera';
import { asShown } from '../../../test/render-page';
import type { QrDetector } from '../badge-detector';
import { BadgeScanner } from './badge-scanner';

const BADGE = 'PTB1.q0x9ZkM3b1VfR2hKd0x4';

/** A detector that reads these codes, one list per frame, then nothing. */
function detectorReading(...frames: string[][]) {
  const detect = vi.fn(async () => (frames.shift() ?? []).map((rawValue) => ({ rawValue })));
  const detector: QrDetector = { detect };
  return { detect, load: vi.fn(async () => detector) };
}

beforeEach(() => {
  stubVideoFrames();
});
afterEach(() => {
  vi.restoreAllMocks();
  removeCamera();
});

describe('BadgeScanner', () => {
  it('asks for the rear camera, says a QR code that is no badge, keeps reading, and stops the camera on the badge', async () => {
    const { track, getUserMedia } = fakeCamera();
    const { load } = detectorReading([], ['https://exemple.fr'], [], ['PTB2.autre'], [BADGE]);
    const onBadge = vi.fn();
    render(<BadgeScanner onBadge={onBadge} loadDetector={load} />);

    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(await screen.findByText(CLOCK_MESSAGES.notABadge)).toBeInTheDocument();
    await waitFor(() => expect(onBadge).toHaveBeenCalledWith(BADGE));
    expect(onBadge).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops every track when it is closed before reading a badge', async () => {
    const { track } = fakeCamera();
    const { load, detect } = detectorReading();
    const { unmount } = render(<BadgeScanner onBadge={vi.fn()} loadDetector={load} />);
    expect(await screen.findByText(CLOCK_MESSAGES.scanHint)).toBeInTheDocument();
    await waitFor(() => expect(detect).toHaveBeenCalled());
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('says the camera is unavailable when it is refused, and reads nothing', async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { load, detect } = detectorReading([BADGE]);
    const onBadge = vi.fn();
    render(<BadgeScanner onBadge={onBadge} loadDetector={load} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(CLOCK_MESSAGES.cameraUnavailable));
    expect(detect).not.toHaveBeenCalled();
    expect(onBadge).not.toHaveBeenCalled();
  });

  it('says the camera is unavailable on a browser without one', async () => {
    const { load } = detectorReading();
    render(<BadgeScanner onBadge={vi.fn()} loadDetector={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(CLOCK_MESSAGES.cameraUnavailable));
  });

  it('stops the camera and says so when the QR code reader cannot load', async () => {
    const { track } = fakeCamera();
    const load = vi.fn(async (): Promise<QrDetector> => {
      throw new Error('wasm');
    });
    render(<BadgeScanner onBadge={vi.fn()} loadDetector={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(asShown(CLOCK_MESSAGES.scannerUnavailable));
    expect(track.stop).toHaveBeenCalled();
  });
});
