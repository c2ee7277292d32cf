import { useEffect, useState } from 'react';
import { loadEngines } from '../../../schema-adapters';
import { applyApi } from '../../api';
import { minimumRecommenders, recommenderColumns, type RecommenderColumns } from './rows';

/** What the panel reads of a referee-information module's definition. */
export interface RecommenderDefinition {
  columns: RecommenderColumns | null;
  /** The fewest recommenders the module accepts (0: no minimum). */
  minimum: number;
}

/** The module's definitions, with what reading them needs (the pattern engine for definitions with their own patterns). */
async function loadedFiled(menuId: number) {
  const filed = await applyApi.filed(menuId);
  await loadEngines(filed.fields);
  return filed;
}

/** The recommender columns and minimum of a referee-information module (null until loaded). */
export function useColumns(menuId: number): RecommenderDefinition | null {
  const [definition, setDefinition] = useState<{ menuId: number; value: RecommenderDefinition } | null>(null);
  useEffect(() => {
    let live = true;
    loadedFiled(menuId).then(
      (filed) => live && setDefinition({ menuId, value: { columns: recommenderColumns(filed.fields), minimum: minimumRecommenders(filed.fields) } }),
      // Without the definitions the panel still lists the server's records; e-mail changes are then confirmed on save.
      (error: unknown) => live && (console.warn('Recommender columns unavailable', error), setDefinition({ menuId, value: { columns: null, minimum: 0 } })),
    );
    return () => {
      live = false;
    };
  }, [menuId]);
  return definition?.menuId === menuId ? definition.value : null;
}
