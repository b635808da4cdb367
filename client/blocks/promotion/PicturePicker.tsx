import { useRef, useState, type ChangeEvent } from 'react'
import type { ApplyForm } from '../../../schemas/blocks/promotionDetail.ts'
import { Icon } from '../../ui/Icon.tsx'
import { checkFiles, readAsDataUrl, type Picked } from './checkApplication.ts'

type Problem = { field: string; message: string } | null

/** The pictures picked so far; `pick` checks new files before reading them and says what it found (null: all fine). */
export function usePictures(form: ApplyForm, onChecked: (problem: Problem) => void) {
  const [pictures, setPictures] = useState<Picked[]>([])
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    const refused = checkFiles(form, pictures.length, files)
    onChecked(refused)
    if (refused) return
    const read = await Promise.all(files.map(async (file) => ({ name: file.name, dataUrl: await readAsDataUrl(file) })))
    setPictures((list) => [...list, ...read].slice(0, form.maxImages))
  }
  const remove = (index: number) => setPictures((list) => list.filter((_, i) => i !== index))
  return { pictures, pick, remove }
}

type Props = { form: ApplyForm; labelId: string; pictures: ReturnType<typeof usePictures> }

/** The pictures as thumbnails with a remove button each, and the button that opens the file picker while more fit. */
export function PicturePicker({ form, labelId, pictures }: Props) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <ul className="apply__pictures" aria-labelledby={labelId}>
        {pictures.pictures.map((picture, index) => (
          <li key={`${picture.name}-${index}`} className="apply__picture">
            <img src={picture.dataUrl} alt={picture.name} />
            <button type="button" className="apply__remove" aria-label={`${form.labels.removeImage} ${picture.name}`} onClick={() => pictures.remove(index)}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {pictures.pictures.length < form.maxImages && (
          <li>
            <button type="button" className="apply__add" onClick={() => input.current?.click()}>
              <span aria-hidden="true">+</span>
              {form.labels.addImage}
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept={form.types.join(',')} multiple hidden aria-hidden="true" tabIndex={-1} onChange={(e) => void pictures.pick(e)} />
    </>
  )
}
