import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  honeypot: { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' },
});

/** The anti-bot field of the public forms: off screen and out of the tab order, so only a bot fills it. */
export function HoneypotField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name="homepage" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
