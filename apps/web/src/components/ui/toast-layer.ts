/**
 * Where the toaster lives. A modal <dialog> sits in the browser's top layer, above any z-index, and
 * makes the rest of the page inert: a toast outside it would show under its backdrop, unreadable,
 * unclickable and unannounced. So the toaster's element moves into the open dialog (the topmost,
 * when one opens another) and back to <body> when it closes. Moving the element does not remount
 * the React portal rendered into it, so the toasts on screen stay.
 */
let layer: HTMLElement | undefined;
const openDialogs: HTMLDialogElement[] = [];

export function toastLayer(): HTMLElement {
  if (!layer) {
    layer = document.createElement('div');
    layer.dataset.toastLayer = '';
    document.body.append(layer);
  }
  return layer;
}

function placeLayer() {
  const host = openDialogs.at(-1) ?? document.body;
  if (layer && layer.parentElement !== host) host.append(layer);
}

export function dialogOpened(dialog: HTMLDialogElement) {
  openDialogs.push(dialog);
  placeLayer();
}

export function dialogClosed(dialog: HTMLDialogElement) {
  const index = openDialogs.indexOf(dialog);
  if (index !== -1) openDialogs.splice(index, 1);
  placeLayer();
}
