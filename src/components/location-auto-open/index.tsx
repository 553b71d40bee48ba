import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';

export interface LocationAutoOpenProps {
  /** Opens the location picker (the page shell's overlay state). */
  onOpen: () => void;
}

/**
 * Spec 4: multi-location on and no location chosen: the picker opens by itself, once a visit (the
 * store remembers across pages; closed without a choice it waits for the header link).
 *
 * Its own observer, drawing nothing: it re-renders in the very commit that brings app info, and
 * opens the picker from a layout effect, so the picker is painted in the same frame as the page
 * app info lets show (on a first visit it is that screen's largest paint). A MobX reaction calling
 * the shell's setState did it in a later, separate commit, after the page's effects had sent its
 * data calls; the flag read in the shell's own render re-rendered the whole shell when marking it
 * offered turned the flag off.
 */
export const LocationAutoOpen = observer(function LocationAutoOpen({ onOpen }: LocationAutoOpenProps) {
  const { location } = useStores();
  const due = location.shouldAutoOpenPicker;
  useLayoutEffect(() => {
    if (!due) return;
    location.markAutoOpened();
    onOpen();
  }, [due, location, onOpen]);
  return null;
});
