import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { keepServerShell, ServerShell, useServerShellHandover } from './server-shell.tsx';

function Layout() {
  useServerShellHandover();
  return <header>app bar</header>;
}

/** The app as it starts: the kept shell, and the layout that comes later (after the router's first match). */
function App() {
  const [layoutReady, setLayoutReady] = useState(false);
  return (
    <>
      <ServerShell />
      {layoutReady ? <Layout /> : <button onClick={() => setLayoutReady(true)}>match</button>}
    </>
  );
}

afterEach(cleanup);

describe('the server shell until the app layout is on screen', () => {
  it('shows the page’s own shell until the layout mounts, then only the layout, never neither', () => {
    const page = document.createElement('div');
    page.innerHTML = '<div class="app-shell" aria-hidden="true">bar</div>';
    keepServerShell(page);

    const { container, getByRole } = render(<App />);
    expect(container.querySelector('.app-shell')).not.toBeNull();
    expect(container.querySelector('header')).toBeNull();

    act(() => getByRole('button').click());
    // Same commit: the layout is there and the shell is gone.
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelector('.app-shell')).toBeNull();
  });

  it('shows nothing where the page had no shell (the dev server before its first build)', () => {
    keepServerShell(document.createElement('div'));
    const { container } = render(<ServerShell />);
    expect(container.innerHTML).toBe('');
  });
});
