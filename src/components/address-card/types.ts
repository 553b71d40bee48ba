import type { Address } from '@api-types';
import type { Translator } from '@/i18n/translator';

export interface AddressCardProps {
  address: Address;
  t: Translator;
  /** True while this address asks "Delete this address?". */
  confirmingDelete: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCancelDelete: () => void;
  onMakeDefault: () => void;
}
