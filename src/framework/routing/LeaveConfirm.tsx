import { useEffect, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { lazyModule } from '../lazyModule';
import { useNavigationGuard } from './NavigationGuardContext';

type DialogComponent = ComponentType<{ open: boolean; onAnswer: (leave: boolean) => void }>;

// The dialog (and MUI's modal machinery with it) downloads the first time it is needed.
const dialogModule = lazyModule(() => import('./LeaveConfirmDialog').then((module) => module.LeaveConfirmDialog));

/**
 * Asks "leave without saving?" for the navigation guard. When the dialog's code cannot be
 * downloaded (the network is gone), the browser's own confirmation asks instead: the typed work
 * is never left without a question.
 */
export function LeaveConfirm() {
  const guard = useNavigationGuard();
  const translate = useTranslate();
  const [Dialog, setDialog] = useState<DialogComponent | undefined>(() => dialogModule.loaded);
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  useEffect(
    () =>
      guard?.setAsker(async () => {
        let loaded: DialogComponent;
        try {
          loaded = await dialogModule.preload();
        } catch {
          return window.confirm(translate('ra.message.unsaved_changes'));
        }
        setDialog(() => loaded);
        return new Promise<boolean>((resolve) => setAnswer(() => resolve));
      }),
    [guard, translate],
  );
  const close = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };
  return Dialog ? <Dialog open={answer !== null} onAnswer={close} /> : null;
}
