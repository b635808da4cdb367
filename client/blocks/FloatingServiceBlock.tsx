import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './FloatingServiceBlock.css'

export default function FloatingServiceBlock({ id, props }: BlockProps<'floatingService'>) {
  const onAction = useOnAction()
  return (
    <button data-block={id} type="button" className="fab-service" aria-label={props.label} title={props.label} onClick={() => void onAction(props.action)}>
      <Icon name={props.icon} size={26} />
    </button>
  )
}
