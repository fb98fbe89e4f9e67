import { afterEach, describe, expect, it } from 'vitest';
import { dialogClosed, dialogOpened, toastLayer } from './toast-layer';

function openDialog() {
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  dialogOpened(dialog);
  return dialog;
}

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('the toast layer', () => {
  it('lives in <body> while no dialog is open', () => {
    expect(toastLayer().parentElement).toBe(document.body);
  });

  it('moves into the topmost open dialog and back, one dialog after another', () => {
    const layer = toastLayer();
    const first = openDialog();
    expect(layer.parentElement).toBe(first);
    const second = openDialog();
    expect(layer.parentElement).toBe(second);

    dialogClosed(second);
    expect(layer.parentElement).toBe(first);
    dialogClosed(first);
    expect(layer.parentElement).toBe(document.body);
  });

  it('keeps the same element, so the toasts rendered in it stay', () => {
    const layer = toastLayer();
    layer.textContent = 'Employé ajouté avec succès';
    const dialog = openDialog();
    expect(dialog.textContent).toBe('Employé ajouté avec succès');
    dialogClosed(dialog);
    expect(toastLayer()).toBe(layer);
    layer.textContent = '';
  });
});
