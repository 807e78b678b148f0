//! The settings of every launch that `fermi-sim exec` passes besides seed, memory, checks and
//! config (docs/host-api.md): `FERMI_SIM_RACES` (`strict` or `default`), `FERMI_SIM_MAX_STEPS`,
//! `FERMI_SIM_WARP_SIZE`, `FERMI_SIM_TRACE_DIR`, `FERMI_SIM_RECORD_DIR`,
//! `FERMI_SIM_RECORD_EXPECT` (`1`), `FERMI_SIM_KEEP_GOING` (`1`), `FERMI_SIM_SCHEDULING`
//! (`simt` or `its`) and `FERMI_SIM_REPORT` (the file where each launch and each finding is
//! appended for exec's summary).

use std::path::PathBuf;

#[derive(Clone, Debug, Default)]
pub(crate) struct Opts {
    pub(crate) strict_races: bool,
    pub(crate) max_steps: Option<u64>,
    pub(crate) warp_size: Option<u32>,
    pub(crate) trace_dir: Option<PathBuf>,
    pub(crate) record_dir: Option<PathBuf>,
    pub(crate) record_expect: bool,
    pub(crate) keep_going: bool,
    pub(crate) report: Option<PathBuf>,
    /// `FERMI_SIM_CONFIG` as given (a recorded manifest names it).
    pub(crate) config_path: Option<PathBuf>,
    /// `FERMI_SIM_SCHEDULING` (`simt` or `its`, docs/its.md): replaces the config's.
    pub(crate) scheduling: Option<fermi_sim::config::Scheduling>,
}

impl Opts {
    /// The settings from the environment, or what is wrong with one.
    pub(crate) fn from_env() -> Result<Opts, String> {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let num = |k: &str| -> Result<Option<u64>, String> {
            var(k)
                .map(|s| {
                    s.parse::<u64>()
                        .map_err(|_| format!("{k}=`{s}` is not a number"))
                })
                .transpose()
        };
        let flag = |k: &str| var(k).is_some_and(|v| v != "0");
        let strict_races = match var("FERMI_SIM_RACES").as_deref() {
            None | Some("default") => false,
            Some("strict") => true,
            Some(o) => {
                return Err(format!(
                    "FERMI_SIM_RACES=`{o}` is neither `default` nor `strict`"
                ))
            }
        };
        let warp_size = match num("FERMI_SIM_WARP_SIZE")? {
            Some(w) => Some(
                u32::try_from(w).map_err(|_| format!("FERMI_SIM_WARP_SIZE=`{w}` is too large"))?,
            ),
            None => None,
        };
        let scheduling = match var("FERMI_SIM_SCHEDULING").as_deref() {
            None => None,
            Some("simt") => Some(fermi_sim::config::Scheduling::Simt),
            Some("its") => Some(fermi_sim::config::Scheduling::Its),
            Some(o) => {
                return Err(format!(
                    "FERMI_SIM_SCHEDULING=`{o}` is neither `simt` nor `its`"
                ))
            }
        };
        Ok(Opts {
            scheduling,
            strict_races,
            max_steps: num("FERMI_SIM_MAX_STEPS")?,
            warp_size,
            trace_dir: var("FERMI_SIM_TRACE_DIR").map(PathBuf::from),
            record_dir: var("FERMI_SIM_RECORD_DIR").map(PathBuf::from),
            record_expect: flag("FERMI_SIM_RECORD_EXPECT"),
            keep_going: flag("FERMI_SIM_KEEP_GOING"),
            report: var("FERMI_SIM_REPORT").map(PathBuf::from),
            config_path: var("FERMI_SIM_CONFIG").map(PathBuf::from),
        })
    }
}
