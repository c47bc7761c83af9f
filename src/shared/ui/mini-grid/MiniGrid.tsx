import * as css from './mini-grid.css';

/** A 5x5 preview of a pattern: 25 booleans row-major (spec §2.6, §2.12). */
export function MiniGrid({ cells, label }: { cells: readonly boolean[]; label: string }) {
  return (
    <div className={css.grid} role="img" aria-label={label}>
      {cells.map((isOn, i) => (
        <span key={i} className={isOn ? `${css.cell} ${css.on}` : css.cell} />
      ))}
    </div>
  );
}
