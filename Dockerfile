# fermi-sim in a container, for batch schedulers (docs/scale-out.md): the release binary on PATH.
FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
# The benchmark embeds these kernels (include_str!).
COPY ptx-samples/cuda/*.ptx ./ptx-samples/cuda/
RUN cargo build --release --locked --bin fermi-sim

FROM debian:bookworm-slim
COPY --from=build /src/target/release/fermi-sim /usr/local/bin/fermi-sim
COPY configs /usr/local/share/fermi-sim/configs
WORKDIR /work
ENTRYPOINT []
CMD ["fermi-sim", "--help"]
