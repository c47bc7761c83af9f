// orval 8 calls Map.groupBy / Object.groupBy, which Node 20 lacks (Node >= 21 has them).
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) => {
    const out = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!out.has(k)) out.set(k, []);
      out.get(k).push(item);
    }
    return out;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
