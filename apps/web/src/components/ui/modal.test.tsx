import { act, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { stubDialogs } from '../../test/render-page';
import { Modal } from './modal';

beforeAll(stubDialogs);
afterEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

/** Closes its dialog and says so in one update, from a promise, as a punch's answer does. */
function ClosesOnAnswer({ answer }: { answer: Promise<void> }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    void answer.then(() => setOpen(false));
  }, [answer]);
  return (
    <>
      <Modal title="Scanner mon badge" open={open} onClose={() => setOpen(false)}>
        <p>Caméra</p>
      </Modal>
      {!open && <p>Fermé</p>}
    </>
  );
}

it('is closed in the commit that takes its content away, not a task later', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  act(() => root.render(<ClosesOnAnswer answer={answered} />));
  const dialog = container.querySelector('dialog');
  expect(dialog?.open).toBe(true);

  // Outside act, as in the browser: the update is rendered by React's scheduler, and what a reader
  // sees right after the DOM changes is what the person sees on the next frame.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const openWhenClosedShown = new Promise<boolean | undefined>((resolve) => {
    new MutationObserver(() => {
      if (container.textContent?.includes('Fermé')) resolve(dialog?.open);
    }).observe(container, { childList: true, subtree: true });
  });
  answer();

  expect(await openWhenClosedShown).toBe(false);
  root.unmount();
  container.remove();
});
