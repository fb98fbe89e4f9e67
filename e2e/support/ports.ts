/** Ports of the e2e stack; E2E_PORT_BASE moves them all when two runs share a machine. */
const base = Number(process.env.E2E_PORT_BASE ?? 4310);

export const E2E_PORTS = { app: base, smtp: base + 1, mailApi: base + 2 };
export const E2E_APP_URL = `http://localhost:${E2E_PORTS.app}`;
export const E2E_MAIL_API_URL = `http://127.0.0.1:${E2E_PORTS.mailApi}`;
