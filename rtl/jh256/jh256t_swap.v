// jh256t_swap: the swap W_k of JH's bit-slice permutation inside one 16-bit chunk:
// adjacent groups of 2^k bits trade places (k = 0..3); with pass = 1 the chunk goes
// through unchanged (W_4..W_6 move whole chunks, see README.md).
`default_nettype none
(* keep_hierarchy *)
module jh256t_swap (
    input  wire [15:0] x,
    input  wire [1:0]  k,
    input  wire        pass,
    output reg  [15:0] y
);
    integer b;
    always @* begin
        for (b = 0; b < 16; b = b + 1)
            y[b] = pass ? x[b] : x[b ^ (1 << k)];
    end
endmodule
`default_nettype wire
