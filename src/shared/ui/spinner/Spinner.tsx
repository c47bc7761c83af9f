import * as css from './spinner.css';

/** Loading indicator with a screen-reader label. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={css.wrap}>
      <span aria-hidden="true" className={css.dot} />
      <span>{label}</span>
    </div>
  );
}
