//! Fat binaries as programs hand them to the host library's `__cudaRegisterFatBinary`
//! (docs/host-api.md, "Fat binaries"): nvcc's LZ4-compressed PTX registers; hostile containers
//! (a match before the start of the output, a huge uncompressed size, a compressed size past the
//! payload, Zstandard, no PTX) get a message, never a crash; and a program built with machine
//! code only is told how to embed PTX. Uses python3's ctypes to call the library (skipped with
//! a message without python3) and clang-16 for the program (skipped as tests/it/programs.rs).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Registers each container file given, through ctypes, and says so after each.
const REGISTER: &str = r#"
import ctypes, struct, sys
lib = ctypes.CDLL(sys.argv[1])
lib.__cudaRegisterFatBinary.restype = ctypes.c_void_p
lib.__cudaRegisterFatBinary.argtypes = [ctypes.c_void_p]
data = open(sys.argv[2], 'rb').read()
buf = ctypes.create_string_buffer(data, len(data))
w = ctypes.create_string_buffer(struct.pack('<IIQQ', 0x466243B1, 1, ctypes.addressof(buf), 0), 24)
lib.__cudaRegisterFatBinary(ctypes.addressof(w))
print('registered')
"#;

/// A container of nvcc's layout: 16-byte header, then 64-byte entry headers, each followed by
/// its payload padded to 8 bytes. `csize` the compressed size in the header (0 when plain),
/// `usize` the uncompressed size.
/// An entry: kind, architecture, flags, payload, compressed size, uncompressed size.
type Entry<'a> = (u16, u32, u64, &'a [u8], u32, u64);

fn container(entries: &[Entry]) -> Vec<u8> {
    let mut body = Vec::new();
    for &(kind, arch, flags, payload, csize, usize_) in entries {
        let padded = payload.len().div_ceil(8) * 8;
        body.extend(kind.to_le_bytes());
        body.extend(0x0101u16.to_le_bytes());
        body.extend(64u32.to_le_bytes());
        body.extend((padded as u64).to_le_bytes());
        body.extend(csize.to_le_bytes());
        body.extend([0u8; 8]);
        body.extend(arch.to_le_bytes());
        body.extend([0u8; 8]);
        body.extend(flags.to_le_bytes());
        body.extend([0u8; 8]);
        body.extend(usize_.to_le_bytes());
        body.extend(payload);
        body.resize(body.len() + padded - payload.len(), 0);
    }
    let mut v = Vec::new();
    v.extend(0xBA55ED50u32.to_le_bytes());
    v.extend(1u16.to_le_bytes());
    v.extend(16u16.to_le_bytes());
    v.extend((body.len() as u64).to_le_bytes());
    v.extend(body);
    v
}

/// (status, stdout, stderr) of registering `file` with the library.
fn register(file: &Path) -> Option<(i32, String, String)> {
    let lib = crate::programs::library().join("libcudart.so");
    let out = Command::new("python3")
        .arg("-c")
        .arg(REGISTER)
        .arg(&lib)
        .arg(file)
        .output()
        .ok()?;
    Some((
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

/// Run by tests/it/hostile_inputs.rs (the hostile-input suite).
pub(crate) fn compressed_ptx_registers_and_hostile_containers_are_explained() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fat-binaries");
    std::fs::create_dir_all(&dir).unwrap();
    // nvcc's own container (PyPI cuRAND): its PTX is LZ4-compressed and registers silently.
    let real = root().join("tests/fixtures/curand_ptx_lz4.fatbin");
    let Some((code, out, err)) = register(&real) else {
        eprintln!("SKIPPED: no python3");
        return;
    };
    assert_eq!((code, out.as_str(), err.as_str()), (0, "registered\n", ""));
    const LZ4: u64 = 0x2011;
    let cases: Vec<(&str, Vec<u8>, &[&str])> = vec![
        (
            "match-before-start",
            container(&[(1, 70, LZ4, &[0x22, b'a', b'b', 9, 0, 0x10, b'c'], 7, 12)]),
            &[
                "PTX entry (compute_70) does not decompress",
                "refers 9 bytes back",
            ],
        ),
        (
            "huge-uncompressed",
            container(&[(1, 70, LZ4, &[0x10, b'a'], 2, 1 << 40)]),
            &["claims 1099511627776 bytes uncompressed"],
        ),
        (
            "compressed-past-payload",
            container(&[(1, 70, LZ4, &[0x10, b'a'], 4000, 1)]),
            &["compressed size 4000 exceeds the payload's 8 bytes"],
        ),
        (
            "longer-than-said",
            container(&[(1, 70, LZ4, &[0x40, b'a', b'b', b'c', b'd'], 5, 3)]),
            &["decompresses to more than 3 bytes"],
        ),
        (
            "zstd",
            container(&[(1, 70, 0x8011, b"\x28\xb5\x2f\xfd....", 8, 100)]),
            &["compressed with Zstandard", "-compress-mode=none"],
        ),
        (
            "machine-code-only",
            container(&[
                (2, 70, 0x11, b"\x7fELF....", 0, 0),
                (2, 80, 0x11, b"\x7fELF....", 0, 0),
            ]),
            &[
                "holds no PTX (2 entries, all machine code: sm_70, sm_80)",
                "-gencode arch=compute_XX,code=compute_XX",
            ],
        ),
    ];
    for (name, bytes, want) in cases {
        let f = dir.join(format!("{name}.fatbin"));
        std::fs::write(&f, bytes).unwrap();
        let (code, out, err) = register(&f).expect("python3 runs");
        assert_eq!((code, out.as_str()), (0, "registered\n"), "{name}: {err}");
        assert!(
            err.starts_with("fermi-sim: __cudaRegisterFatBinary: "),
            "{name}: {err}"
        );
        for w in want {
            assert!(err.contains(w), "{name}: `{w}` not in {err}");
        }
    }
}

#[test]
fn a_program_with_machine_code_only_is_told_how_to_embed_ptx() {
    if let Err(why) = crate::programs::programs() {
        eprintln!("SKIPPED: the CUDA sample programs cannot be built here ({why})");
        return;
    }
    // clang without PTX in the fat binary: the sm_70 cubin only.
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("machine-code-only");
    let b = Command::new(root().join("ptx-samples/programs/build.sh"))
        .arg(&out)
        .env("PROGRAMS", "vector_add")
        .env("CLANG_FLAGS", "--no-cuda-include-ptx=all")
        .output()
        .expect("build.sh runs");
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    let run = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .arg("exec")
        .arg("--lib")
        .arg(crate::programs::library())
        .arg("--")
        .arg(out.join("vector_add"))
        .output()
        .expect("fermi-sim runs");
    let err = String::from_utf8_lossy(&run.stderr);
    let told = "the fat binary holds no PTX (1 entry, all machine code: sm_70), and fermi-sim runs PTX; build it with PTX (nvcc: -gencode arch=compute_XX,code=compute_XX beside the code=sm_XX ones; clang: --cuda-include-ptx=sm_XX)";
    assert!(
        err.contains(&format!("fermi-sim: __cudaRegisterFatBinary: {told}\n")),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "fermi-sim: kernel `_Z4vaddPKfS0_Pfi` cannot run: {told}\n"
        )),
        "{err}"
    );
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(!stdout.contains(" 0 of 1000 wrong"), "{stdout}");
}
