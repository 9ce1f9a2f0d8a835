// Makes sure Debian's Chromium is there for the end-to-end tests (see debianPackages.ts).
import { chromiumPackage, ensureDebianPackages } from './debianPackages.ts';

export function ensureChromium(): string {
  ensureDebianPackages([chromiumPackage]);
  return chromiumPackage.file;
}
