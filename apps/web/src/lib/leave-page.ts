/** Sends the browser to another site or a full page (a hosted checkout); its own module so tests can stub it. */
export function leavePage(url: string) {
  window.location.assign(url);
}
