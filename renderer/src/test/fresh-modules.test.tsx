import { makeStyles } from '@griffel/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  padded: { paddingTop: '7px', color: 'rgb(1, 2, 3)' },
});

function Probe() {
  const styles = useStyles();
  return (
    <>
      <span className={styles.hidden}>hidden by a rule</span>
      <span className={styles.padded}>laid out by a rule</span>
    </>
  );
}

describe('styles in renderer tests (fresh-modules.ts)', () => {
  it('keeps the rules that hide an element and leaves out the layout jsdom cannot use', () => {
    render(<Probe />);
    expect(screen.getByText('hidden by a rule')).not.toBeVisible();
    const padded = screen.getByText('laid out by a rule');
    expect(padded).toBeVisible();
    expect(padded.className).not.toBe('');
    expect(getComputedStyle(padded).paddingTop).toBe('');
    expect(getComputedStyle(padded).color).not.toBe('rgb(1, 2, 3)');
  });
});
