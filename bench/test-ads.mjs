// Turns ads on with a local, same-origin test creative for the duration of a benchmark.
const CREATIVE = (label) =>
  `<div style="width:100%;height:100%;display:flex;align-items:center;justify-content:center;background:#e0efff;font:600 14px sans-serif;color:#01519f">${label}</div>`;

async function adminCookie(base) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@local.test', password: 'bench-password-1' }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

export async function enableTestAds(base) {
  const cookie = await adminCookie(base);
  const saved = await (await fetch(`${base}/api/ad-settings`, { headers: { cookie } })).json();
  const slots = ['topBanner', 'mobileBanner', 'contentSquare', 'sidebarSquare', 'sidebarSkyscraper', 'nativeContent', 'bottomBanner'];
  const adUnits = Object.fromEntries(slots.map((s) => [s, { code: `bench-${s}`, html: CREATIVE(`Test ad: ${s}`) }]));
  const res = await fetch(`${base}/api/ad-settings`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ publisherId: 'pub-bench-local', enabled: true, adUnits }),
  });
  if (!res.ok) throw new Error(`enabling test ads failed: ${res.status} ${await res.text()}`);
  return saved;
}

export async function restoreAds(base, saved) {
  if (!saved || saved.message) return;
  const cookie = await adminCookie(base);
  await fetch(`${base}/api/ad-settings`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ publisherId: saved.publisherId, enabled: saved.enabled, adUnits: saved.adUnits }),
  });
}
