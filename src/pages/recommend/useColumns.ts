import { useEffect, useState } from 'react';
import { applyApi } from '../../api';
import { recommenderColumns, type RecommenderColumns } from './rows';

/** The recommender columns of a referee-information module (null until loaded, or when the module names none). */
export function useColumns(menuId: number): RecommenderColumns | null {
  const [columns, setColumns] = useState<{ menuId: number; value: RecommenderColumns | null } | null>(null);
  useEffect(() => {
    let live = true;
    applyApi.filed(menuId).then(
      (filed) => live && setColumns({ menuId, value: recommenderColumns(filed.fields) }),
      // Without the definitions the panel still lists the server's records; e-mail changes are then confirmed on save.
      (error: unknown) => live && (console.warn('Recommender columns unavailable', error), setColumns({ menuId, value: null })),
    );
    return () => {
      live = false;
    };
  }, [menuId]);
  return columns?.menuId === menuId ? columns.value : null;
}
