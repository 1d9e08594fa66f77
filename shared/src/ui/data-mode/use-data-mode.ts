import { dataModeEffects, type DataModeEffects } from '../../domain/data-mode';
import { useDataMode } from '../../stores/data-mode-store';

/** What the page leaves out in the visitor's data mode (docs/low-data.md). */
export function useDataModeEffects(): DataModeEffects {
  return dataModeEffects(useDataMode());
}
