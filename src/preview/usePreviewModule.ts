import { useMemo } from 'react';
import type { FieldFixture } from '../../fixtures/index';
import { type AdaptedModule, FieldDefinitionError, type Locale, adaptModule } from '../../schema-adapters/index';

export type PreviewModule = { ok: true; module: AdaptedModule } | { ok: false; error: string };

/** The fixture adapted in `locale`, or the definition error that made it unusable. */
export function usePreviewModule(fixture: FieldFixture, locale: Locale): PreviewModule {
  return useMemo(() => {
    try {
      return { ok: true, module: adaptModule(fixture.fields, { locale, referee: fixture.menu?.referee ?? 0 }) };
    } catch (error) {
      if (error instanceof FieldDefinitionError) return { ok: false, error: error.message };
      throw error;
    }
  }, [fixture, locale]);
}
