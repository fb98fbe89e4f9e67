import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

describe('closing the server', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('waits for a request in flight, which gets its answer', async () => {
    let answerSlowRequest = () => {};
    let slowRequestArrived = () => {};
    const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));
    testApp = await buildTestApp({
      beforeReady: (app) =>
        app.get('/test/slow', { config: { access: 'public' } }, async () => {
          slowRequestArrived();
          await new Promise<void>((resolve) => (answerSlowRequest = resolve));
          return { done: true };
        }),
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/test/slow`);
    await arrived;
    let closeFinished = false;
    const closed = testApp.app.close().then(() => {
      closeFinished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closeFinished).toBe(false);
    answerSlowRequest();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });
});
