// Small inline icons for tables; decorative (aria-hidden), the control around them carries the name.
type IconProps = { className?: string };

function Icon({ className = "size-5", d }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={d} />
    </svg>
  );
}

export const EditIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
  />
);

export const RenewIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M12 6v3l4-4-4-4v3a8 8 0 0 0-6.76 12.26l1.46-1.46A6 6 0 0 1 12 6zm6.76 1.74L17.3 9.2A6 6 0 0 1 12 18v-3l-4 4 4 4v-3a8 8 0 0 0 6.76-12.26z"
  />
);

export const DeleteIcon = (props: IconProps) => <Icon {...props} d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />;

export const CheckIcon = (props: IconProps) => <Icon {...props} d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />;

export const ChevronDownIcon = (props: IconProps) => <Icon {...props} d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />;

export const ChevronLeftIcon = (props: IconProps) => <Icon {...props} d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />;

export const ChevronRightIcon = (props: IconProps) => <Icon {...props} d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />;

export const ArrowUpIcon = (props: IconProps) => <Icon {...props} d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" />;

export const ArrowDownIcon = (props: IconProps) => <Icon {...props} d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />;
