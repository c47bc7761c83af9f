// orval 8 calls Map.groupBy / Object.groupBy, which Node 20 lacks (Node >= 21 has them). Loaded into
// orval's process by scripts/contracts/gen.ts (`node --import tsx --import` this file).
type GroupBy = <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
const maps = Map as unknown as { groupBy?: GroupBy };
const objects = Object as unknown as { groupBy?: <T, K extends PropertyKey>(items: Iterable<T>, key: (item: T, index: number) => K) => Partial<Record<K, T[]>> };

if (typeof maps.groupBy !== 'function') {
  maps.groupBy = <T, K>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const out = new Map<K, T[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!out.has(k)) out.set(k, []);
      out.get(k)!.push(item);
    }
    return out;
  };
}
if (typeof objects.groupBy !== 'function') {
  objects.groupBy = (items, key) => Object.fromEntries(maps.groupBy!(items, key)) as never;
}
