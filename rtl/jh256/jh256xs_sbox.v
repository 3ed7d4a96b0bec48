// jh256xs_sbox: the JH S-boxes on N bit positions at once (jh256-xs: N = 4).
// Position p takes the 4-bit element {x0[p], x1[p], x2[p], x3[p]} (x0 = most
// significant bit plane) and the constant bit c[p], which selects S0 (0) or S1 (1).
// The function of jh256_sbox at another width (that module is fixed at 16 positions,
// and its source is part of the fingerprints of the rows already benchmarked).
// keep_hierarchy: each output bit stays a 5-input function (two LUT4 and a PFUMX).
`default_nettype none
(* keep_hierarchy *)
module jh256xs_sbox #(
    parameter integer N = 4
) (
    input  wire [4*N-1:0] x,     // {x0, x1, x2, x3}
    input  wire [N-1:0]   c,
    output reg  [4*N-1:0] y      // {y0, y1, y2, y3}
);
    // S0 (entries 0..15) and S1 (entries 16..31) of the specification, entry k in
    // bits 4k+3..4k (lwhash/ref/jh.py SBOX0, SBOX1)
    localparam [127:0] TAB = 128'h8eab402f9175d6c3_e85762a1f3cdb409;
    reg [4:0] e;
    integer   p;
    always @* begin
        y = {4*N{1'b0}};
        for (p = 0; p < N; p = p + 1) begin
            e = {c[p], x[3*N+p], x[2*N+p], x[N+p], x[p]};
            {y[3*N+p], y[2*N+p], y[N+p], y[p]} = TAB[4*e +: 4];
        end
    end
endmodule
`default_nettype wire
