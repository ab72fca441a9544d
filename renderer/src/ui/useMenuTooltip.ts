import { useState } from 'react';
import type { MenuProps, TooltipProps } from '@fluentui/react-components';

/**
 * The props of a menu whose trigger has a tooltip (an icon button's name): the tooltip is hidden while
 * the menu is open. Shown, it takes the first Escape (Fluent's tooltip listens for it on the document),
 * and a menu opened with the mouse needed two to close.
 */
export function useMenuTooltip(onOpenChange?: MenuProps['onOpenChange']): {
  menu: Pick<MenuProps, 'open' | 'onOpenChange'>;
  tooltip: Pick<TooltipProps, 'visible' | 'onVisibleChange'>;
} {
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  return {
    menu: {
      open,
      onOpenChange: (event, data) => {
        setOpen(data.open);
        onOpenChange?.(event, data);
      },
    },
    tooltip: { visible: visible && !open, onVisibleChange: (_event, data) => setVisible(data.visible) },
  };
}
