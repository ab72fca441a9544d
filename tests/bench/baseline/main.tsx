import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

/** The bench's baseline: a bare React login form, the least any React page can load. */
function LoginForm() {
  // The same mark as the app's (app/App.tsx): the page is live.
  useEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);
  return (
    <form data-testid="login-form" onSubmit={(event) => event.preventDefault()}>
      <input name="username" aria-label="ID" />
      <input name="password" type="password" aria-label="Password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
