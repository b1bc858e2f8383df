// Applies the stored theme before first paint so a reload never flashes. A blocking external file rather than an
// inline script, so a strict Content-Security-Policy (script-src 'self') allows it. The key is THEME_STORAGE_KEY in
// src/lib/theme/theme.ts; the public shell defaults to light.
(function () {
  try {
    if (localStorage.getItem('katana-theme') === 'dark') {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    }
  } catch (e) {
    // Storage blocked: stay light.
  }
})();
