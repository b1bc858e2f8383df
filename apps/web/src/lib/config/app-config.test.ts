import { describe, expect, it } from 'vitest';
import { readAppConfig, readRuntimeConfig } from './app-config.ts';

function docWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'katana-config';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('readAppConfig', () => {
  it('defaults to the Katana brand, /api and working external links', () => {
    const config = readAppConfig({}, {});
    expect(config.brandName).toBe('Katana');
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.navLinks.jobBootcampUrl).toMatch(/^https:\/\//);
    expect(config.navLinks.coursesUrl).toMatch(/^https:\/\//);
  });

  it('takes build-time variables, and the server-filled tag over them', () => {
    const env = { VITE_BRAND_NAME: 'Dojo', VITE_API_BASE_URL: '/backend', VITE_COURSES_URL: 'https://c.example/' };
    expect(readAppConfig(env, {})).toMatchObject({ brandName: 'Dojo', apiBaseUrl: '/backend' });
    const runtime = readRuntimeConfig(docWith('{"brandName":"Acme Code","navLinks":{"jobBootcampUrl":"https://b.example/"}}'));
    expect(readAppConfig(env, runtime)).toMatchObject({
      brandName: 'Acme Code',
      apiBaseUrl: '/backend',
      navLinks: { jobBootcampUrl: 'https://b.example/', coursesUrl: 'https://c.example/' },
    });
  });

  it('ignores a missing, empty or broken config tag', () => {
    expect(readRuntimeConfig(docWith(null))).toEqual({});
    expect(readRuntimeConfig(docWith('{}'))).toEqual({});
    expect(readRuntimeConfig(docWith('{oops'))).toEqual({});
    expect(readAppConfig({}, readRuntimeConfig(docWith('{"brandName":"  "}'))).brandName).toBe('Katana');
    expect(readAppConfig({}, readRuntimeConfig(docWith('{"brandName":5,"apiBaseUrl":null}')))).toMatchObject({
      brandName: 'Katana',
      apiBaseUrl: '/api',
    });
  });
});
