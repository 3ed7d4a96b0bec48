`default_nettype none
// cubehash256_datapath: the 1024-bit CubeHash state as two 16 x 32 RAMs, A = x[0..15]
// and B = x[16..31], and one 32-bit ARX unit that does a pair of state words every two
// cycles (README.md: datapath, address masks, timing).
//
//   stage 0 (the controller): read A[L] and B[L ^ mB] (and message word p in round 0)
//   stage 1: a = A[L] (or the IV in a message's first round, ^ m[p] in round 0),
//            b = B[L ^ mB] (^ 1 for x[31] in the first finalisation round),
//            s = a + b  -> written back to B at once (the B swap is the mask mB),
//            first element of a pair: keep s0 = s and r0 = a <<< rot;
//            second element: A[i] = (a <<< rot) ^ s0 now, A[j] = r0 ^ s one cycle later.
module cubehash256_datapath #(
    parameter MEM = "logic"            // the message buffer: "bram" (block RAM) or "logic"
) (
    input  wire        clk,
    input  wire        rst,
    // message buffer writes (two slots of eight words)
    input  wire [31:0] in_data,
    input  wire        c_mwe,
    input  wire [3:0]  c_mwaddr,
    // stage 0: one state word pair element per cycle
    input  wire        c_issue,
    input  wire [3:0]  c_l,            // logical index of the word pair element
    input  wire [1:0]  c_mb,           // B address mask (the accumulated B swaps)
    input  wire        c_e,            // second element of its pair
    input  wire        c_rot11,        // second half-round: rotate by 11, else by 7
    input  wire        c_inject,       // round 0: XOR the message into x[0..7]
    input  wire [3:0]  c_mraddr,       // message word of the pair issued next (read every cycle)
    input  wire        c_fresh,        // first round of a message: the state is the IV
    input  wire        c_flip,         // first finalisation half-round: x[31] ^= 1
    // digest read-out
    input  wire        c_ore,
    input  wire [2:0]  c_oaddr,
    output wire [31:0] digest_word
);
    // IV of CubeHash16/32-256: x[0..15] (A) and x[16..31] (B) after 10r rounds from (h/8, b, r)
    function [31:0] iv_a(input [3:0] i);
        case (i)
            4'd0 : iv_a = 32'hea2bd4b4;
            4'd1 : iv_a = 32'hccd6f29f;
            4'd2 : iv_a = 32'h63117e71;
            4'd3 : iv_a = 32'h35481eae;
            4'd4 : iv_a = 32'h22512d5b;
            4'd5 : iv_a = 32'he5d94e63;
            4'd6 : iv_a = 32'h7e624131;
            4'd7 : iv_a = 32'hf4cc12be;
            4'd8 : iv_a = 32'hc2d0b696;
            4'd9 : iv_a = 32'h42af2070;
            4'd10: iv_a = 32'hd0720c35;
            4'd11: iv_a = 32'h3361da8c;
            4'd12: iv_a = 32'h28cceca4;
            4'd13: iv_a = 32'h8ef8ad83;
            4'd14: iv_a = 32'h4680ac00;
            4'd15: iv_a = 32'h40e5fbab;
            default: iv_a = 32'h0;
        endcase
    endfunction
    function [31:0] iv_b(input [3:0] i);
        case (i)
            4'd0 : iv_b = 32'hd89041c3;
            4'd1 : iv_b = 32'h6107fbd5;
            4'd2 : iv_b = 32'h6c859d41;
            4'd3 : iv_b = 32'hf0b26679;
            4'd4 : iv_b = 32'h09392549;
            4'd5 : iv_b = 32'h5fa25603;
            4'd6 : iv_b = 32'h65c892fd;
            4'd7 : iv_b = 32'h93cb6285;
            4'd8 : iv_b = 32'h2af2b5ae;
            4'd9 : iv_b = 32'h9e4b4e60;
            4'd10: iv_b = 32'h774abfdd;
            4'd11: iv_b = 32'h85254725;
            4'd12: iv_b = 32'h15815aeb;
            4'd13: iv_b = 32'h4ab6aad6;
            4'd14: iv_b = 32'h9cdaf8af;
            4'd15: iv_b = 32'hd6032c0a;
            default: iv_b = 32'h0;
        endcase
    endfunction

    function [31:0] bswap(input [31:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction

    // ------------------------------------------------------------------ stage 1 registers
    reg        v1_q, e1_q, rot11_1_q, inject1_q, fresh1_q, flip1_q;
    reg  [3:0] l1_q;
    reg  [1:0] mb1_q;
    always @(posedge clk) begin
        v1_q      <= c_issue & ~rst;
        e1_q      <= c_e;
        rot11_1_q <= c_rot11;
        inject1_q <= c_inject & ~c_e;      // the pair's first element is x[p], p < 8
        fresh1_q  <= c_fresh;
        flip1_q   <= c_flip;
        l1_q      <= c_l;
        mb1_q     <= c_mb;
    end

    // ------------------------------------------------------------------ memories
    wire [31:0] ram_a, ram_b, msg;
    wire        we_a;
    wire [3:0]  waddr_a;
    wire [31:0] wdata_a;
    wire [31:0] sum;

    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_a (
        .clk(clk), .we(we_a), .waddr(waddr_a), .wdata(wdata_a),
        .re(c_issue | c_ore), .raddr(c_ore ? {1'b0, c_oaddr} : c_l), .rdata(ram_a)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE("logic")) u_b (
        .clk(clk), .we(v1_q), .waddr(l1_q ^ {2'b00, mb1_q}), .wdata(sum),
        .re(c_issue), .raddr(c_l ^ {2'b00, c_mb}), .rdata(ram_b)
    );
    lw_ram_sdp #(.DEPTH(16), .DW(32), .STYLE(MEM)) u_msg (
        .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(bswap(in_data)),
        .re(1'b1), .raddr(c_mraddr), .rdata(msg)
    );
    // one more register after the message RAM: the block RAM's clock-to-out then does
    // not meet the adder in one cycle (bram variant on ECP5: 82 -> 136 MHz, quick bench)
    reg  [31:0] msg_q;
    always @(posedge clk) msg_q <= msg;

    // ------------------------------------------------------------------ ARX
    wire [31:0] a = (fresh1_q ? iv_a(l1_q) : ram_a) ^ (inject1_q ? msg_q : 32'd0);
    wire [31:0] b = (fresh1_q ? iv_b(l1_q) : ram_b) ^ {31'd0, flip1_q & (l1_q == 4'd15)};
    assign sum = a + b;
    wire [31:0] rot = rot11_1_q ? {a[20:0], a[31:21]} : {a[24:0], a[31:25]};

    reg  [31:0] s0_q, r0_q, aj_q;
    reg  [3:0]  li_q, lj_q;
    reg         aj_pend_q;
    always @(posedge clk) begin
        if (rst) begin
            aj_pend_q <= 1'b0;
        end else begin
            aj_pend_q <= v1_q & e1_q;
        end
        if (v1_q & ~e1_q) begin
            s0_q <= sum;
            r0_q <= rot;
            li_q <= l1_q;
        end
        if (v1_q & e1_q) begin
            aj_q <= r0_q ^ sum;
            lj_q <= l1_q;
        end
    end
    // A's write port: the pair's first word when its second element is in stage 1, the
    // second word in the cycle after
    assign we_a    = (v1_q & e1_q) | aj_pend_q;
    assign waddr_a = (v1_q & e1_q) ? li_q : lj_q;
    assign wdata_a = (v1_q & e1_q) ? (rot ^ s0_q) : aj_q;

    assign digest_word = bswap(ram_a);
endmodule
`default_nettype wire
