// The browser tier never skips: it installs Debian's chromium build when missing, or fails loudly.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_PACKAGE } from './chromium-path.mjs';

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} not found: installing Debian ${CHROMIUM_PACKAGE}...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGE} fonts-liberation`,
      {
        stdio: 'inherit',
      },
    );
  } catch {
    console.error(
      `FATAL: could not install chromium. Install it (apt-get install ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH. Browser tests cannot run without it.`,
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`FATAL: ${CHROMIUM} still missing after install.`);
    process.exit(1);
  }
}
console.log(`chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
