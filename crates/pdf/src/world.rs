//! The smallest typst world that renders a report: one fixed template, the report data, the
//! logo and the photos as virtual files, and fonts compiled into the binary. It has no file system, no
//! packages and no network, so nothing a report contains can reach outside it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use chrono::{Datelike, NaiveDate};
use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

/// The report template. Fixed: report text never becomes part of it.
const TEMPLATE: &str = include_str!("template.typ");
const MAIN_PATH: &str = "/main.typ";
/// Where the template reads the report data from (`json("/data.json")`).
pub const DATA_PATH: &str = "/data.json";

/// The report's text face. typst's bundled fonts have no proportional sans-serif, so Inter
/// (SIL Open Font License, see `fonts/OFL.txt`) ships with this crate.
const INTER: [&[u8]; 3] = [
    include_bytes!("../fonts/Inter-Regular.otf"),
    include_bytes!("../fonts/Inter-SemiBold.otf"),
    include_bytes!("../fonts/Inter-Bold.otf"),
];

/// What every render shares: the standard library, the parsed fonts and the parsed template,
/// built once.
pub struct Shared {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
    /// The template, parsed on the first render. One parsed source for every render also
    /// lets typst reuse what it memoised about it instead of hashing a fresh copy each time.
    main: OnceLock<Source>,
    /// Renders so far, for evicting typst's memoised results every few renders.
    renders: AtomicUsize,
}

impl Shared {
    pub fn new() -> Self {
        let fonts: Vec<Font> = INTER
            .into_iter()
            .chain(typst_assets::fonts())
            .flat_map(|data| Font::iter(Bytes::new(data)))
            .collect();
        Self {
            library: LazyHash::new(Library::default()),
            book: LazyHash::new(FontBook::from_fonts(&fonts)),
            fonts,
            main: OnceLock::new(),
            renders: AtomicUsize::new(0),
        }
    }

    fn main(&self) -> FileResult<Source> {
        if let Some(main) = self.main.get() {
            return Ok(main.clone());
        }
        let parsed = Source::new(file_id(MAIN_PATH)?, TEMPLATE.to_owned());
        Ok(self.main.get_or_init(|| parsed).clone())
    }

    /// Counts a finished render; true every `every` renders.
    pub fn rendered(&self, every: usize) -> bool {
        (self.renders.fetch_add(1, Ordering::Relaxed) + 1).is_multiple_of(every.max(1))
    }
}

/// One render's world: the shared parts plus this report's data and logo.
pub struct ReportWorld {
    shared: Arc<Shared>,
    main: Source,
    data_id: FileId,
    data: Bytes,
    /// The logo and the photos, at their virtual paths.
    files: Vec<(FileId, Bytes)>,
    today: Option<Datetime>,
}

/// A path in the virtual project root.
fn file_id(path: &str) -> FileResult<FileId> {
    let vpath = VirtualPath::new(path).map_err(|e| FileError::Other(Some(e.to_string().into())))?;
    Ok(RootedPath::new(VirtualRoot::Project, vpath).intern())
}

impl ReportWorld {
    /// `data` is the JSON the template reads; `files` the images (logo, photos) at their
    /// virtual paths.
    pub fn new(
        shared: Arc<Shared>,
        data: Vec<u8>,
        files: Vec<(String, Vec<u8>)>,
        today: NaiveDate,
    ) -> FileResult<Self> {
        let main = shared.main()?;
        let files = files
            .into_iter()
            .map(|(path, bytes)| Ok((file_id(&path)?, Bytes::new(bytes))))
            .collect::<FileResult<Vec<_>>>()?;
        Ok(Self {
            shared,
            main,
            data_id: file_id(DATA_PATH)?,
            data: Bytes::new(data),
            files,
            today: Datetime::from_ymd(
                today.year(),
                u8::try_from(today.month()).unwrap_or(1),
                u8::try_from(today.day()).unwrap_or(1),
            ),
        })
    }

    fn not_found(id: FileId) -> FileError {
        FileError::NotFound(id.vpath().get_with_slash().into())
    }
}

impl World for ReportWorld {
    fn library(&self) -> &LazyHash<Library> {
        &self.shared.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.shared.book
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            Ok(self.main.clone())
        } else {
            Err(Self::not_found(id))
        }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id == self.data_id {
            return Ok(self.data.clone());
        }
        self.files
            .iter()
            .find(|(file, _)| *file == id)
            .map(|(_, bytes)| bytes.clone())
            .ok_or_else(|| Self::not_found(id))
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.shared.fonts.get(index).cloned()
    }

    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        self.today
    }
}
