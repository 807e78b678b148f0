//! Driver API modules (`cuModuleLoad*`, `cuModuleGetFunction`, `cuModuleGetGlobal`): a module
//! is a program loaded from PTX text or a fat binary's PTX, a function handle names a kernel of
//! one. A file of its own: the Driver API's one concern after devices and contexts (`mod.rs`).

use super::*;

// ---- Modules ----

impl State {
    /// A module from PTX text (or a fat binary's PTX): its index.
    pub(super) fn load_module(
        &mut self,
        what: &str,
        text: Result<String, String>,
    ) -> Result<usize, i32> {
        let text = text.map_err(|m| {
            eprintln!("fermi-sim: {what}: {m}");
            cu::INVALID_IMAGE
        })?;
        let prog = fermi_sim::launch::load_ptx_text(what, &text).map_err(|e| {
            eprintln!("fermi-sim: {what}: the PTX does not load: {e}");
            cu::INVALID_PTX
        })?;
        // As for the runtime's modules, a function whose body does not load leaves the rest of
        // the module usable; the load says so, and a launch that needs it fails.
        for (f, d) in &prog.unusable {
            eprintln!(
                "fermi-sim: {what}: function `{}` cannot run: {}",
                prog.funcs[*f as usize].name,
                d.one_line(what)
            );
        }
        for d in &prog.skipped {
            eprintln!("fermi-sim: {what}: skipped: {}", d.one_line(what));
        }
        self.modules.push(Module {
            prog: Ok(Arc::new(prog)),
            vars: None,
        });
        Ok(self.modules.len() - 1)
    }
}

/// The PTX text of an image: NUL-terminated PTX, or a fat binary (wrapper or container).
pub(super) unsafe fn image_text(image: *const c_void) -> Result<String, String> {
    if image.is_null() {
        return Err("null image".into());
    }
    let magic = *(image as *const u32);
    let container = if magic == crate::fatbin::WRAPPER_MAGIC {
        *(image as *const u8).add(8).cast::<*const u8>()
    } else if magic == crate::fatbin::FATBIN_MAGIC {
        image as *const u8
    } else if magic == 0x464c_457f {
        return Err(
            "the image is a cubin (ELF): only PTX text and fat binaries holding PTX load".into(),
        );
    } else {
        return Ok(CStr::from_ptr(image as *const c_char)
            .to_string_lossy()
            .into_owned());
    };
    if container.is_null() {
        return Err("the fat-binary wrapper has no data".into());
    }
    let head: [u8; 16] = std::slice::from_raw_parts(container, 16)
        .try_into()
        .unwrap_or([0; 16]);
    let size = crate::fatbin::container_size(&head)?;
    if size > 1 << 32 {
        return Err(format!("the fat binary claims {size} bytes"));
    }
    let entries = crate::fatbin::parse(std::slice::from_raw_parts(container, size as usize))?;
    crate::fatbin::ptx_of(&entries).map(|(_, t)| t)
}

pub(super) fn module_handle(mi: usize) -> usize {
    mi + 1
}

pub(super) fn module_index(st: &State, m: usize) -> Option<usize> {
    let mi = m.checked_sub(1)?;
    (mi < st.modules.len() && st.modules[mi].prog.is_ok()).then_some(mi)
}

pub(super) unsafe fn load_data(module: *mut usize, image: *const c_void, call: &str) -> i32 {
    if module.is_null() {
        return cu::INVALID_VALUE;
    }
    let text = image_text(image);
    let mut h = 0;
    let e = with_st(|st| {
        let n = st.modules.len();
        match st.load_module(&format!("{call} (module {})", n + 1), text) {
            Ok(mi) => {
                h = module_handle(mi);
                cu::SUCCESS
            }
            Err(e) => e,
        }
    });
    if e == cu::SUCCESS {
        *module = h;
    }
    e
}

/// `cuModuleLoadData`: PTX text (NUL-terminated) or a fat binary holding PTX.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadData(module: *mut usize, image: *const c_void) -> i32 {
    load_data(module, image, "cuModuleLoadData")
}

/// `cuModuleLoadDataEx`: as `cuModuleLoadData`; the JIT options are ignored.
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadDataEx(
    module: *mut usize,
    image: *const c_void,
    _n: c_uint,
    _opts: *mut c_int,
    _vals: *mut *mut c_void,
) -> i32 {
    load_data(module, image, "cuModuleLoadDataEx")
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadFatBinary(module: *mut usize, image: *const c_void) -> i32 {
    load_data(module, image, "cuModuleLoadFatBinary")
}

/// `cuModuleLoad`: a file of PTX text (or a fat binary).
#[no_mangle]
pub unsafe extern "C" fn cuModuleLoad(module: *mut usize, path: *const c_char) -> i32 {
    if path.is_null() {
        return cu::INVALID_VALUE;
    }
    let p = CStr::from_ptr(path).to_string_lossy().into_owned();
    match std::fs::read(&p) {
        Ok(mut bytes) => {
            bytes.push(0);
            load_data(
                module,
                bytes.as_ptr() as *const c_void,
                &format!("cuModuleLoad `{p}`"),
            )
        }
        Err(e) => {
            eprintln!("fermi-sim: cuModuleLoad: cannot read `{p}`: {e}");
            cu::FILE_NOT_FOUND
        }
    }
}

/// `cuModuleUnload`: the module's kernels can no longer be launched.
#[no_mangle]
pub extern "C" fn cuModuleUnload(module: usize) -> i32 {
    with_st(|st| match module_index(st, module) {
        Some(mi) => {
            st.modules[mi].prog = Err("the module was unloaded (cuModuleUnload)".into());
            st.modules[mi].vars = None;
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunction(
    f: *mut usize,
    module: usize,
    name: *const c_char,
) -> i32 {
    if f.is_null() || name.is_null() {
        return cu::INVALID_VALUE;
    }
    let n = CStr::from_ptr(name).to_string_lossy().into_owned();
    let mut mi = None;
    let e = with_st(|st| {
        let Some(i) = module_index(st, module) else {
            return cu::INVALID_HANDLE;
        };
        let prog = st.modules[i].prog.as_ref().expect("a loaded module");
        if prog.kernel(&n).is_none() {
            return cu::NOT_FOUND;
        }
        mi = Some(i);
        cu::SUCCESS
    });
    let Some(mi) = mi else { return e };
    let h = drv(|d| {
        if let Some(b) = d.funcs.iter().find(|b| b.0 == mi && b.1 == n) {
            return &**b as *const (usize, String) as usize;
        }
        let b = Box::new((mi, n));
        let h = &*b as *const (usize, String) as usize;
        d.funcs.push(b);
        h
    });
    *f = h;
    cu::SUCCESS
}

/// The (module, kernel) of a function handle.
pub(super) fn function(f: usize) -> Option<(usize, String)> {
    drv(|d| {
        d.funcs
            .iter()
            .find(|b| &***b as *const (usize, String) as usize == f)
            .map(|b| (b.0, b.1.clone()))
    })
}

/// `cuModuleGetGlobal`: a module-scope `.global` or `.const` variable's address and size. A
/// `.const` variable's address is its generic one (in the constant window): copies to and from
/// it work, a kernel reads it through its `.const` name.
#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal_v2(
    dptr: *mut u64,
    bytes: *mut usize,
    module: usize,
    name: *const c_char,
) -> i32 {
    if name.is_null() {
        return cu::INVALID_VALUE;
    }
    let n = CStr::from_ptr(name).to_string_lossy().into_owned();
    let mut found = None;
    let e = with_st(|st| {
        let Some(mi) = module_index(st, module) else {
            return cu::INVALID_HANDLE;
        };
        let Some(vars) = st.vars_of(mi) else {
            return cu::INVALID_HANDLE;
        };
        match vars.iter().find(|v| v.name == n) {
            Some(v) => {
                found = Some((v.device_addr(), v.bytes.len()));
                cu::SUCCESS
            }
            None => cu::NOT_FOUND,
        }
    });
    if let Some((a, s)) = found {
        if !dptr.is_null() {
            *dptr = a;
        }
        if !bytes.is_null() {
            *bytes = s;
        }
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal(
    dptr: *mut u32,
    bytes: *mut c_uint,
    module: usize,
    name: *const c_char,
) -> i32 {
    let (mut a, mut s) = (0u64, 0usize);
    let e = cuModuleGetGlobal_v2(&mut a, &mut s, module, name);
    if e == cu::SUCCESS {
        if !dptr.is_null() {
            *dptr = a as u32;
        }
        if !bytes.is_null() {
            *bytes = s as c_uint;
        }
    }
    e
}
