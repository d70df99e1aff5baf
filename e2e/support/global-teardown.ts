import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './server';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
