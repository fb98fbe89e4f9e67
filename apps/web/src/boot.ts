import './index.css';

/**
 * The page's first script, and a small one. A page the server sent rendered (decision record 018) is
 * painted before the app is even fetched: on a slow phone, evaluating React and hydrating in front of
 * the first paint would hold the visible page back for nothing. Any other page starts the app at once.
 */
const renderedOnServer = document.getElementById('root')?.hasChildNodes() ?? false;
const startApp = () => import('./main');

if (renderedOnServer) {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  startApp();
}
