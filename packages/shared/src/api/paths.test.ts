import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type PathParams } from './paths.ts';

describe('fillPath', () => {
  it('returns a path without parameters as it is', () => {
    expect(fillPath('/api/v1/problems')).toBe('/api/v1/problems');
  });

  it('replaces each parameter with its URI-encoded value', () => {
    expect(fillPath('/api/v1/problems/:slug/code', { slug: 'two sum/ii' })).toBe(
      '/api/v1/problems/two%20sum%2Fii/code',
    );
    expect(fillPath('/api/v1/contests/:slug/standings', { slug: 'weekly-12' })).toBe(
      '/api/v1/contests/weekly-12/standings',
    );
  });

  it('ends a parameter name at a dot, so file names keep their extension', () => {
    expect(fillPath('/api/v3/contest_rating/image/:uuid.png', { uuid: 'abc' })).toBe(
      '/api/v3/contest_rating/image/abc.png',
    );
    expect(fillPath('/api/v3/badges/certificates/:user_badge_level_id.png', { user_badge_level_id: 7 })).toBe(
      '/api/v3/badges/certificates/7.png',
    );
  });

  it('throws when a value is missing at run time', () => {
    expect(() => fillPath('/api/v1/problems/:slug', {} as { slug: string })).toThrow(/:slug/);
  });

  it('knows the parameter names of a path at compile time', () => {
    expectTypeOf<PathParams<'/api/v1/problems/:slug/code'>>().toEqualTypeOf<'slug'>();
    expectTypeOf<PathParams<'/api/x/:a/y/:b.png'>>().toEqualTypeOf<'a' | 'b'>();
    expectTypeOf<PathParams<'/api/v1/problems'>>().toEqualTypeOf<never>();
  });
});
