// The browser the browser tier drives: Debian's chromium-headless-shell, Chromium's own headless build (no
// window system, no GPU compositor of its own). Against the full browser in headless mode it does the same
// specs with ~40 % less CPU (36 specs, per-process sampling: 62 against 105 CPU-s, ADR 0021), and CPU is
// what CI time follows on two cores. CHROMIUM_PATH picks another build (e.g. /usr/bin/chromium).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PACKAGE = CHROMIUM.endsWith('chromium-headless-shell') ? 'chromium-headless-shell' : 'chromium';
