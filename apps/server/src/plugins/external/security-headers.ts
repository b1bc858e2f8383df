/**
 * Helmet headers. The CSP lets the Vite-built SPA run (module scripts and styles from our origin; inline style
 * attributes, which React and Radix set; data:/blob: images; web workers for the code editor) and nothing else.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async (app) => {
    const https = app.config.publicUrl?.startsWith('https:') ?? false;
    // Google One Tap (sign-in) runs Google's script, frame and styles; allowed only when Google sign-in is configured.
    const gsi = app.config.auth.google ? 'https://accounts.google.com/gsi/' : null;
    const withGsi = (sources: string[], path = '') => (gsi ? [...sources, `${gsi}${path}`] : sources);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': withGsi(["'self'"], 'client'),
          'style-src': withGsi(["'self'", "'unsafe-inline'"], 'style'),
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:', 'https:'],
          'connect-src': withGsi(["'self'"]),
          'frame-src': withGsi(["'self'"]),
          'worker-src': ["'self'", 'blob:'],
          'frame-ancestors': ["'self'"],
          // Over plain http (a LAN install) upgrading would break every asset request.
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      // Sign-in popups (OAuth) must keep window.opener to post their result back; same-origin would cut it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS only means something when the public URL is https.
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    });
  },
  { name: 'security-headers' },
);
