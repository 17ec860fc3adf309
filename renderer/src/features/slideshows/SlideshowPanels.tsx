// The slideshow editor's panels: the right panel « Informations » (tabs Diaporama and Sélection)
// and the toolbar above the grid (the add menu, the selection's count, the zoom).
import {
  Body1,
  Button,
  Slider,
  Tab,
  TabList,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { TagMultipleRegular, ZoomInRegular, ZoomOutRegular } from '@fluentui/react-icons';
import type { Dispatch, SetStateAction } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { SLIDESHOW_ZOOM, type Slide } from '../../../../common/domain/slideshow';
import { AddSlideMenu } from './AddSlideMenu';
import type { SlideContentSearch } from './slideContent';
import { SlideFields, type SlideFieldsProps } from './SlideFields';

export type PanelTab = 'slideshow' | 'selection';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  spacer: { flexGrow: 1 },
  zoom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tags: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface SlideshowInfoPanelProps {
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  selectedCount: number;
  /** The « Diaporama » tab's content. */
  info: SlideshowInfoProps;
  /** The « Sélection » tab's content. */
  fields: SlideFieldsProps;
}

/** The right panel « Informations »: the slideshow's tab and the selected slides' one. */
export function SlideshowInfoPanel({
  tab,
  onTab,
  selectedCount,
  info,
  fields,
}: SlideshowInfoPanelProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => onTab(d.value as PanelTab)}
        aria-label="Informations"
      >
        <Tab value="slideshow">{MESSAGES.slideshowInfoTab}</Tab>
        <Tab value="selection">
          {MESSAGES.slideshowSelectionTab}
          {selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Tab>
      </TabList>
      {tab === 'slideshow' ? (
        <SlideshowInfo {...info} />
      ) : (
        <div role="tabpanel" aria-label={MESSAGES.slideshowSelectionTab}>
          <SlideFields {...fields} />
        </div>
      )}
    </div>
  );
}

export interface SlideshowInfoProps {
  slideCount: number;
  credited: number;
  isSaved: boolean;
  tags: readonly { id: string; title: string }[];
  onOpenTags: () => void;
  onSelectAll: () => void;
}

/** The « Diaporama » tab: the counts, the tags (once saved) and « Tout sélectionner ». */
function SlideshowInfo({
  slideCount,
  credited,
  isSaved,
  tags,
  onOpenTags,
  onSelectAll,
}: SlideshowInfoProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel} role="tabpanel" aria-label={MESSAGES.slideshowInfoTab}>
      <Body1>
        {slideCount} diapositive{slideCount > 1 ? 's' : ''} · {credited} créditée
        {credited > 1 ? 's' : ''}
      </Body1>
      <div className={styles.tags}>
        <Button
          icon={<TagMultipleRegular />}
          onClick={onOpenTags}
          disabled={!isSaved}
          title={isSaved ? undefined : 'Enregistrez le diaporama pour choisir ses tags'}
        >
          Tags
        </Button>
        {!isSaved && (
          <Body1 className={styles.muted}>
            Les tags se choisissent une fois le diaporama enregistré.
          </Body1>
        )}
        {tags.length > 0 && (
          <TagGroup aria-label="Tags du diaporama">
            {tags.map((t) => (
              <Tag key={t.id} size="small">
                {t.title}
              </Tag>
            ))}
          </TagGroup>
        )}
      </div>
      <Button onClick={onSelectAll} disabled={slideCount === 0}>
        Tout sélectionner
      </Button>
    </div>
  );
}

export interface SlideshowToolbarProps {
  isRecipeBrand: boolean;
  onFiles: (files: File[]) => void;
  onAdd: (slide: Slide) => void;
  searchContent: SlideContentSearch;
  selectedCount: number;
  zoom: number;
  onZoom: Dispatch<SetStateAction<number>>;
  perRow: number;
}

/** Above the grid: the add menu, how many slides are selected, the zoom (slides per row). */
export function SlideshowToolbar({
  isRecipeBrand,
  onFiles,
  onAdd,
  searchContent,
  selectedCount,
  zoom,
  onZoom,
  perRow,
}: SlideshowToolbarProps) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar}>
      <AddSlideMenu
        isRecipeBrand={isRecipeBrand}
        onFiles={onFiles}
        onAdd={onAdd}
        searchContent={searchContent}
      />
      <Body1 className={styles.muted}>
        {selectedCount > 0 ? `${selectedCount} sélectionnée${selectedCount > 1 ? 's' : ''}` : ''}
      </Body1>
      <span className={styles.spacer} />
      <div className={styles.zoom}>
        <Button
          appearance="subtle"
          icon={<ZoomOutRegular />}
          aria-label="Zoom arrière"
          disabled={zoom <= SLIDESHOW_ZOOM.min}
          onClick={() => onZoom((z) => Math.max(SLIDESHOW_ZOOM.min, z - 1))}
        />
        <Slider
          aria-label="Zoom"
          min={SLIDESHOW_ZOOM.min}
          max={SLIDESHOW_ZOOM.max}
          value={zoom}
          onChange={(_, d) => onZoom(d.value)}
        />
        <Button
          appearance="subtle"
          icon={<ZoomInRegular />}
          aria-label="Zoom avant"
          disabled={zoom >= SLIDESHOW_ZOOM.max}
          onClick={() => onZoom((z) => Math.min(SLIDESHOW_ZOOM.max, z + 1))}
        />
        <Body1 className={styles.muted}>{perRow} par ligne</Body1>
      </div>
    </div>
  );
}
