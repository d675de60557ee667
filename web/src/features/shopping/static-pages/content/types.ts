export interface StaticSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A static page as data: the text lives here, the layout in StaticPage. */
export interface StaticPageContent {
  title: string;
  /** e.g. 'Last updated ...'. */
  updated?: string;
  intro: readonly string[];
  sections: readonly StaticSection[];
}
