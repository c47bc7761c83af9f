/**
 * The mock provider's "SMS": one-time codes and notices appear in a small, clearly marked panel (and the
 * console) so a developer can finish signup. Plain DOM, inside the mock chunk: never in a build for
 * a real server.
 */
export function showMockSms(sms: { phone: string; code: string; purpose: string }): void {
  console.info(`[mock provider] SMS to ${sms.phone}: your Cartela code is ${sms.code}`);
  const panel = smsPanel();
  const text = document.createElement('div');
  text.textContent = `To ${sms.phone}: code `;
  const code = document.createElement('code');
  code.dataset.testid = 'mock-sms-code';
  code.textContent = sms.code;
  text.appendChild(code);
  panel.append(text);
}

/** A notice SMS (no code, e.g. a new Telegram link told to the account owner) in the same panel. */
export function showMockNotice(notice: { phone: string; text: string }): void {
  console.info(`[mock provider] SMS to ${notice.phone}: ${notice.text}`);
  const panel = smsPanel();
  const text = document.createElement('div');
  text.dataset.testid = 'mock-sms-notice';
  text.textContent = `To ${notice.phone}: ${notice.text}`;
  panel.append(text);
}

/** The panel, emptied down to its title. */
function smsPanel(): HTMLElement {
  let panel = document.getElementById('mock-sms');
  if (!panel) {
    panel = document.createElement('aside');
    panel.id = 'mock-sms';
    panel.setAttribute('aria-label', 'Mock SMS (development only)');
    panel.setAttribute('aria-live', 'polite');
    panel.style.cssText =
      'position:fixed;right:8px;bottom:8px;z-index:1000;max-width:260px;padding:8px 10px;border-radius:8px;' +
      'background:#fef08a;color:#111827;font:14px/1.3 system-ui,sans-serif;border:2px dashed #a16207';
    document.body.appendChild(panel);
  }
  panel.innerHTML = '';
  const title = document.createElement('strong');
  title.textContent = 'DEV · mock SMS';
  panel.append(title);
  return panel;
}
