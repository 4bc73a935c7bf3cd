//! Generates the sidecar's gRPC client of the embedder (`argus.embedder.v1`) from the
//! embedder's proto, with protox (pure Rust, no `protoc`). Client only: the sidecar
//! never links ONNX Runtime or the embedder's server.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = "../embedder/proto";
    let proto = "../embedder/proto/argus/embedder/v1/embedder.proto";
    println!("cargo:rerun-if-changed={proto}");
    let fds = protox::compile([proto], [root])?;
    tonic_prost_build::configure()
        .build_server(false)
        .build_client(true)
        .compile_fds(fds)?;
    Ok(())
}
