`default_nettype none
// cubehash_fast_datapath: the 1024-bit CubeHash state in flip-flops and UNROLL
// combinational rounds after it (README.md: datapath, timing).
//
// One step (c_step) replaces the state with UNROLL rounds of it; the message byte of
// the next block is XOR-ed into x0[7:0] at the end of the step that ends a block
// (c_inj), and the finalisation flag x31 ^= 1 at the end of the last absorbing step
// (c_flip), so nothing sits in front of the first adder of a round. c_load puts the
// IV (with the message's first byte in x0[7:0]) in the state.  The digest is read
// from the state as OW-bit words, first byte in the MSB.
module cubehash_fast_datapath #(
    parameter integer H      = 256,    // digest bits
    parameter integer UNROLL = 1,      // rounds a step: 1, 2 or 4
    parameter integer OW     = 32,     // digest word
    // derived
    parameter integer ND     = (H + OW - 1) / OW,             // digest words
    parameter integer OB     = (ND > 1) ? $clog2(ND) : 1
) (
    input  wire          clk,
    input  wire          c_load,       // the state becomes the IV, x0[7:0] ^= mbyte
    input  wire          c_step,       // UNROLL rounds
    input  wire          c_inj,        // with c_step: x0[7:0] ^= mbyte after the rounds
    input  wire          c_flip,       // with c_step: x31 ^= 1 after the rounds
    input  wire [7:0]    mbyte,
    input  wire [OB-1:0] c_oidx,       // digest word
    output wire [OW-1:0] dig_word
);
    // ------------------------------------------------------------------ one round
    // word i of the state is x[32i+31:32i]; A = x[0..15], B = x[16..31]. Per word i of a half:
    //   s1 = B[i] + A[i],  a1 = (A[i^8] <<< 7) ^ s1,  s2 = s1[i^2] + a1,
    //   A'[i] = (a1[i^4] <<< 11) ^ s2[i],  B'[i] = s2[i^1]
    function [1023:0] cube_round(input [1023:0] x);
        reg [511:0] s1, a1, s2, ra;
        integer i;
        begin
            for (i = 0; i < 16; i = i + 1) begin
                s1[32*i +: 32] = x[512 + 32*i +: 32] + x[32*i +: 32];
                ra[32*i +: 32] = {x[32*(i^8) +: 25], x[32*(i^8) + 25 +: 7]};
            end
            a1 = ra ^ s1;
            for (i = 0; i < 16; i = i + 1) begin
                s2[32*i +: 32] = s1[32*(i^2) +: 32] + a1[32*i +: 32];
                ra[32*i +: 32] = {a1[32*(i^4) +: 21], a1[32*(i^4) + 21 +: 11]};
            end
            for (i = 0; i < 16; i = i + 1) begin
                cube_round[32*i +: 32]       = ra[32*i +: 32] ^ s2[32*i +: 32];
                cube_round[512 + 32*i +: 32] = s2[32*(i^1) +: 32];
            end
        end
    endfunction

    function [31:0] bswap(input [31:0] w);
        bswap = {w[7:0], w[15:8], w[23:16], w[31:24]};
    endfunction

    // ------------------------------------------------------------------ state and rounds
    reg  [1023:0] x_q;
    wire [1023:0] iv, nx;

    cubehash_fast_iv #(.H(H)) u_iv (.iv(iv));

    generate
        if (UNROLL == 4) begin : g_u4
            assign nx = cube_round(cube_round(cube_round(cube_round(x_q))));
        end else if (UNROLL == 2) begin : g_u2
            assign nx = cube_round(cube_round(x_q));
        end else begin : g_u1
            assign nx = cube_round(x_q);
        end
    endgenerate

    always @(posedge clk) begin
        if (c_load)
            x_q <= {iv[1023:8], iv[7:0] ^ mbyte};
        else if (c_step)
            x_q <= {nx[1023:993], nx[992] ^ c_flip, nx[991:8], nx[7:0] ^ (c_inj ? mbyte : 8'd0)};
    end

    // ------------------------------------------------------------------ digest
    // the first H/8 bytes of the state (words little-endian) in stream order, zero-filled
    // to whole digest words (224 bits at OW = 64: the last word's low half is zero)
    localparam integer DB = ND * OW;
    wire [DB-1:0] dvec;
    genvar d;
    generate
        for (d = 0; d < DB / 32; d = d + 1) begin : g_dig
            if (d < H / 32) begin : g_word
                assign dvec[DB - 1 - 32*d -: 32] = bswap(x_q[32*d +: 32]);
            end else begin : g_fill
                assign dvec[DB - 1 - 32*d -: 32] = 32'd0;
            end
        end
    endgenerate
    assign dig_word = dvec[DB - 1 - c_oidx*OW -: OW];
endmodule
`default_nettype wire
