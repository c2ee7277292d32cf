/** Field definitions of the typing benchmark: 300 fields of mixed types, one of them a 20-row repeating group. */
export function typingModule(): { fields: Array<Record<string, unknown>>; values: Record<string, unknown> } {
  const fields: Array<Record<string, unknown>> = [];
  const values: Record<string, unknown> = {};
  const text = (index: number) => ({ sc: `字段 ${index}`, tc: `欄位 ${index}`, en: `Field ${index}` });
  for (let index = 0; index < 280; index += 1) {
    const kind = index % 7;
    const base = { id: index + 1, field: `f${index}`, name: text(index), sort: index };
    if (kind === 3) fields.push({ ...base, type: 3, item: [{ sc: '是', tc: '是', en: 'Yes' }, { sc: '否', tc: '否', en: 'No' }] });
    else if (kind === 5) fields.push({ ...base, type: 2, condition: { word_max: 500 } });
    else fields.push({ ...base, type: 1, required: index % 2, ...(kind === 6 ? { nature: 5 } : {}) });
  }
  const groupId = 1000;
  fields.push({ id: groupId, field: 'rows', name: { sc: '经历', tc: '經歷', en: 'History' }, type: 1, sort: 400, condition: { requirerdQuantity: 1, customize: 29, columnLayout: 2 } });
  const columns = ['org', 'role', 'place'];
  columns.forEach((column, index) =>
    fields.push({ id: groupId + index + 1, field: column, pid: groupId, name: text(900 + index), type: 1, sort: 401 + index, condition: { columnTable: { isInColumnTable: 1 } } }),
  );
  values.rows = Array.from({ length: 20 }, (_, row) => ({ columnNumber: row + 1, org: `Org ${row}`, role: `Role ${row}`, place: `City ${row}` }));
  return { fields, values };
}
