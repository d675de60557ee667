#!/usr/bin/env node
// A container health check without curl (the image has none): exits 0 when the URL answers 2xx within 2 s.
// Usage: node scripts/healthcheck.mjs http://127.0.0.1:4000/readyz
const url = process.argv[2] ?? 'http://127.0.0.1:4000/healthz';
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
